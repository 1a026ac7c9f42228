// generated from specs/forms/new-custom-view.schema.json and new-custom-view.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["1726a4eb"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["name","createFrom"],"properties":{"name":{"type":"string","title":"Name","default":"","maxLength":64,"$comment":"Required, and always present (an empty string at worst): the spec's rule is that creation does nothing if the name is empty, and the only message of these dialogs is 'Please choose a template.', so an empty name is no validation error; the console sends nothing for it. maxLength is the appliance's limit (CustomViewCreate), held by the input itself, which takes no more characters, so it has no message."},"createFrom":{"type":"string","title":"Create from","default":"blank","oneOf":[{"const":"blank","title":"Blank"},{"const":"template","title":"From Template"}]},"subType":{"type":"string","title":"Subtype","default":"generic","oneOf":[{"const":"generic","title":"Generic"},{"const":"sdwan","title":"SD-WAN"},{"const":"fabric","title":"Security Fabric"}]},"template":{"type":"string","title":"Template"}},"if":{"required":["createFrom"],"properties":{"createFrom":{"const":"template"}}},"then":{"required":["template"],"properties":{"template":{"minLength":1,"errorMessage":{"minLength":"Please choose a template."}}},"errorMessage":{"required":{"template":"Please choose a template."}}},"else":{"required":["subType"],"properties":{"subType":{}}},"$id":"1726a4eb"};
const func1 = __mod0.default;
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.createFrom === undefined) && (missing0 = "createFrom")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.createFrom !== undefined){
if("template" !== data.createFrom){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.template === undefined){
const err2 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'",schema:schema53.then.required,parentSchema:schema53.then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.template !== undefined){
let data1 = data.template;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err3 = {instancePath:instancePath+"/template",schemaPath:"#/then/properties/template/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.then.properties.template,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"minLength":[]};
const templates0 = {};
for(const err4 of vErrors){
if((((((err4.keyword !== "errorMessage") && (!err4.emUsed)) && (err4.instancePath === instancePath+"/template")) && (err4.keyword in emErrors0)) && (err4.schemaPath.indexOf("#/then/properties/template") === 0)) && (/^\/[^\/]*$/.test(err4.schemaPath.slice(26)))){
emErrors0[err4.keyword].push(err4);
err4.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err5 = {instancePath:instancePath+"/template",schemaPath:"#/then/properties/template/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.then.properties.template.errorMessage[key0],schema:schema53.then.properties.template.errorMessage,parentSchema:schema53.then.properties.template,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
const emErrs0 = [];
for(const err6 of vErrors){
if(!err6.emUsed){
emErrs0.push(err6);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
}
if(errors > 0){
const emErrors1 = {"required":{"template":[]}};
const templates1 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err7 of vErrors){
if((((((err7.keyword !== "errorMessage") && (!err7.emUsed)) && (err7.instancePath === instancePath)) && (err7.keyword in emErrors1)) && (err7.schemaPath.indexOf("#/then") === 0)) && (/^\/[^\/]*$/.test(err7.schemaPath.slice(6)))){
emPropParams0 = obj0[err7.keyword];
emParamsErrors0 = emErrors1[err7.keyword][err7.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err7);
err7.emUsed = true;
}
}
}
for(const key1 in emErrors1){
for(const keyProp0 in emErrors1[key1]){
emParamsErrors0 = emErrors1[key1][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates1[key1] && templates1[key1][keyProp0];
const err8 = {instancePath,schemaPath:"#/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.then.errorMessage[key1][keyProp0],schema:schema53.then.errorMessage,parentSchema:schema53.then,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
const emErrs1 = [];
for(const err9 of vErrors){
if(!err9.emUsed){
emErrs1.push(err9);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.template = true;
props0.createFrom = true;
}
ifClause0 = "then";
}
else {
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.subType === undefined){
const err10 = {instancePath,schemaPath:"#/else/required",keyword:"required",params:{missingProperty: "subType"},message:"must have required property '"+"subType"+"'",schema:schema53.else.required,parentSchema:schema53.else,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid0 = _valid0;
if(valid0){
if(props0 !== true){
props0 = props0 || {};
props0.subType = true;
}
}
ifClause0 = "else";
}
if(!valid0){
const err11 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema",schema:schema53.if,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.createFrom === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createFrom"},message:"must have required property '"+"createFrom"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key2 in data){
if(!((((key2 === "name") || (key2 === "createFrom")) || (key2 === "subType")) || (key2 === "template"))){
const err14 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func1(data2) > 64){
const err15 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema53.properties.name,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.createFrom !== undefined){
let data3 = data.createFrom;
if(typeof data3 !== "string"){
const err17 = {instancePath:instancePath+"/createFrom",schemaPath:"#/properties/createFrom/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.createFrom.type,parentSchema:schema53.properties.createFrom,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs13 = errors;
let valid4 = false;
let passing0 = null;
const _errs14 = errors;
if("blank" !== data3){
const err18 = {instancePath:instancePath+"/createFrom",schemaPath:"#/properties/createFrom/oneOf/0/const",keyword:"const",params:{allowedValue: "blank"},message:"must be equal to constant",schema:"blank",parentSchema:schema53.properties.createFrom.oneOf[0],data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs14 === errors;
if(_valid1){
valid4 = true;
passing0 = 0;
}
const _errs15 = errors;
if("template" !== data3){
const err19 = {instancePath:instancePath+"/createFrom",schemaPath:"#/properties/createFrom/oneOf/1/const",keyword:"const",params:{allowedValue: "template"},message:"must be equal to constant",schema:"template",parentSchema:schema53.properties.createFrom.oneOf[1],data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs15 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err20 = {instancePath:instancePath+"/createFrom",schemaPath:"#/properties/createFrom/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.createFrom.oneOf,parentSchema:schema53.properties.createFrom,data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.subType !== undefined){
let data4 = data.subType;
if(typeof data4 !== "string"){
const err21 = {instancePath:instancePath+"/subType",schemaPath:"#/properties/subType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.subType.type,parentSchema:schema53.properties.subType,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const _errs18 = errors;
let valid5 = false;
let passing1 = null;
const _errs19 = errors;
if("generic" !== data4){
const err22 = {instancePath:instancePath+"/subType",schemaPath:"#/properties/subType/oneOf/0/const",keyword:"const",params:{allowedValue: "generic"},message:"must be equal to constant",schema:"generic",parentSchema:schema53.properties.subType.oneOf[0],data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid2 = _errs19 === errors;
if(_valid2){
valid5 = true;
passing1 = 0;
}
const _errs20 = errors;
if("sdwan" !== data4){
const err23 = {instancePath:instancePath+"/subType",schemaPath:"#/properties/subType/oneOf/1/const",keyword:"const",params:{allowedValue: "sdwan"},message:"must be equal to constant",schema:"sdwan",parentSchema:schema53.properties.subType.oneOf[1],data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid2 = _errs20 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 1];
}
else {
if(_valid2){
valid5 = true;
passing1 = 1;
}
const _errs21 = errors;
if("fabric" !== data4){
const err24 = {instancePath:instancePath+"/subType",schemaPath:"#/properties/subType/oneOf/2/const",keyword:"const",params:{allowedValue: "fabric"},message:"must be equal to constant",schema:"fabric",parentSchema:schema53.properties.subType.oneOf[2],data:data4};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid2 = _errs21 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 2];
}
else {
if(_valid2){
valid5 = true;
passing1 = 2;
}
}
}
if(!valid5){
const err25 = {instancePath:instancePath+"/subType",schemaPath:"#/properties/subType/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties.subType.oneOf,parentSchema:schema53.properties.subType,data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data.template !== undefined){
let data5 = data.template;
if(typeof data5 !== "string"){
const err26 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.template.type,parentSchema:schema53.properties.template,data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["7c0cdfc5"] = validate25;
const schema54 = {"required":["createFrom"],"properties":{"createFrom":{"const":"template"}},"$id":"7c0cdfc5"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.createFrom === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createFrom"},message:"must have required property '"+"createFrom"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.createFrom !== undefined){
let data0 = data.createFrom;
if("template" !== data0){
const err1 = {instancePath:instancePath+"/createFrom",schemaPath:"#/properties/createFrom/const",keyword:"const",params:{allowedValue: "template"},message:"must be equal to constant",schema:"template",parentSchema:schema54.properties.createFrom,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"createFrom":true},"dynamicProps":false,"dynamicItems":false};

exports["7a46a30b"] = validate26;
const schema55 = {"const":"blank","title":"Blank","$id":"7a46a30b"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("blank" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "blank"},message:"must be equal to constant",schema:"blank",parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-1d36a9f7"] = validate27;
const schema56 = {"const":"template","title":"From Template","$id":"-1d36a9f7"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("template" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "template"},message:"must be equal to constant",schema:"template",parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-748cfbaf"] = validate28;
const schema57 = {"const":"generic","title":"Generic","$id":"-748cfbaf"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("generic" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "generic"},message:"must be equal to constant",schema:"generic",parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["23a2a528"] = validate29;
const schema58 = {"const":"sdwan","title":"SD-WAN","$id":"23a2a528"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("sdwan" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "sdwan"},message:"must be equal to constant",schema:"sdwan",parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["567d5bc9"] = validate30;
const schema59 = {"const":"fabric","title":"Security Fabric","$id":"567d5bc9"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("fabric" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "fabric"},message:"must be equal to constant",schema:"fabric",parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;

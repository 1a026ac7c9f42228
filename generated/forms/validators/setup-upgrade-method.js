// generated from specs/forms/setup-upgrade-method.schema.json and setup-upgrade-method.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["66d2b980"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["method"],"properties":{"method":{"type":"string","title":"Method","default":"new","oneOf":[{"const":"new","title":"Create New Firmware Template"},{"const":"existing","title":"Use Existing Firmware Template"}]},"template":{"type":"string","title":"Firmware Template"}},"if":{"required":["method"],"properties":{"method":{"const":"existing"}}},"then":{"required":["template"],"properties":{"template":{"minLength":1,"errorMessage":{"minLength":"This field is required."}}},"errorMessage":{"required":{"template":"This field is required."}}},"$id":"66d2b980"};
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
if((data.method === undefined) && (missing0 = "method")){
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
if(data.method !== undefined){
if("existing" !== data.method){
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
props0.method = true;
}
}
if(!valid0){
const err10 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.if,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.method === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key2 in data){
if(!((key2 === "method") || (key2 === "template"))){
const err12 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.method !== undefined){
let data2 = data.method;
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.method.type,parentSchema:schema53.properties.method,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const _errs9 = errors;
let valid4 = false;
let passing0 = null;
const _errs10 = errors;
if("new" !== data2){
const err14 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/oneOf/0/const",keyword:"const",params:{allowedValue: "new"},message:"must be equal to constant",schema:"new",parentSchema:schema53.properties.method.oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs10 === errors;
if(_valid1){
valid4 = true;
passing0 = 0;
}
const _errs11 = errors;
if("existing" !== data2){
const err15 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/oneOf/1/const",keyword:"const",params:{allowedValue: "existing"},message:"must be equal to constant",schema:"existing",parentSchema:schema53.properties.method.oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs11 === errors;
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
const err16 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.method.oneOf,parentSchema:schema53.properties.method,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.template !== undefined){
let data3 = data.template;
if(typeof data3 !== "string"){
const err17 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.template.type,parentSchema:schema53.properties.template,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["-52bc1a8a"] = validate25;
const schema54 = {"required":["method"],"properties":{"method":{"const":"existing"}},"$id":"-52bc1a8a"};

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
if(data.method === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.method !== undefined){
let data0 = data.method;
if("existing" !== data0){
const err1 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "existing"},message:"must be equal to constant",schema:"existing",parentSchema:schema54.properties.method,data:data0};
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
validate25.evaluated = {"props":{"method":true},"dynamicProps":false,"dynamicItems":false};

exports.d4fb76e = validate26;
const schema55 = {"const":"new","title":"Create New Firmware Template","$id":"d4fb76e"};

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
if("new" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "new"},message:"must be equal to constant",schema:"new",parentSchema:schema55,data};
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

exports["-356a3ef1"] = validate27;
const schema56 = {"const":"existing","title":"Use Existing Firmware Template","$id":"-356a3ef1"};

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
if("existing" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "existing"},message:"must be equal to constant",schema:"existing",parentSchema:schema56,data};
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

export const validateFns = exports;

// generated from specs/forms/registration.schema.json and registration.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["1acce9ee"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["useEntitlement"],"properties":{"useEntitlement":{"type":"boolean","title":"Import the Entitlement File","default":false},"account_id":{"type":"string","title":"Account ID/Email","format":"email","errorMessage":{"format":"Please enter a valid email address."}},"password":{"type":"string","title":"Password"},"country":{"type":"string","title":"Country/Region"},"reseller_id":{"type":"string","title":"Reseller"},"reseller_name":{"type":"string","title":"Reseller Name"}},"if":{"properties":{"useEntitlement":{"const":true}},"required":["useEntitlement"]},"else":{"required":["account_id","password"],"properties":{"account_id":{"minLength":1,"errorMessage":{"minLength":"This field is required."}},"password":{"minLength":1,"errorMessage":{"minLength":"This field is required."}}},"errorMessage":{"required":{"account_id":"This field is required.","password":"This field is required."}}},"$id":"1acce9ee"};
const func1 = __mod0.default;
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

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
if((data.useEntitlement === undefined) && (missing0 = "useEntitlement")){
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
if(data.useEntitlement !== undefined){
if(true !== data.useEntitlement){
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
if(!_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.account_id === undefined){
const err2 = {instancePath,schemaPath:"#/else/required",keyword:"required",params:{missingProperty: "account_id"},message:"must have required property '"+"account_id"+"'",schema:schema53.else.required,parentSchema:schema53.else,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.password === undefined){
const err3 = {instancePath,schemaPath:"#/else/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'",schema:schema53.else.required,parentSchema:schema53.else,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.account_id !== undefined){
let data1 = data.account_id;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err4 = {instancePath:instancePath+"/account_id",schemaPath:"#/else/properties/account_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.else.properties.account_id,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"minLength":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath+"/account_id")) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#/else/properties/account_id") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(28)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath:instancePath+"/account_id",schemaPath:"#/else/properties/account_id/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.else.properties.account_id.errorMessage[key0],schema:schema53.else.properties.account_id.errorMessage,parentSchema:schema53.else.properties.account_id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.password !== undefined){
let data2 = data.password;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/password",schemaPath:"#/else/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.else.properties.password,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"minLength":[]};
const templates1 = {};
for(const err9 of vErrors){
if((((((err9.keyword !== "errorMessage") && (!err9.emUsed)) && (err9.instancePath === instancePath+"/password")) && (err9.keyword in emErrors1)) && (err9.schemaPath.indexOf("#/else/properties/password") === 0)) && (/^\/[^\/]*$/.test(err9.schemaPath.slice(26)))){
emErrors1[err9.keyword].push(err9);
err9.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err10 = {instancePath:instancePath+"/password",schemaPath:"#/else/properties/password/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.else.properties.password.errorMessage[key1],schema:schema53.else.properties.password.errorMessage,parentSchema:schema53.else.properties.password,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
const emErrs1 = [];
for(const err11 of vErrors){
if(!err11.emUsed){
emErrs1.push(err11);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
}
if(errors > 0){
const emErrors2 = {"required":{"account_id":[],"password":[]}};
const templates2 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath)) && (err12.keyword in emErrors2)) && (err12.schemaPath.indexOf("#/else") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(6)))){
emPropParams0 = obj0[err12.keyword];
emParamsErrors0 = emErrors2[err12.keyword][err12.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err12);
err12.emUsed = true;
}
}
}
for(const key2 in emErrors2){
for(const keyProp0 in emErrors2[key2]){
emParamsErrors0 = emErrors2[key2][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates2[key2] && templates2[key2][keyProp0];
const err13 = {instancePath,schemaPath:"#/else/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.else.errorMessage[key2][keyProp0],schema:schema53.else.errorMessage,parentSchema:schema53.else,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
const emErrs2 = [];
for(const err14 of vErrors){
if(!err14.emUsed){
emErrs2.push(err14);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.account_id = true;
props0.password = true;
props0.useEntitlement = true;
}
}
if(!valid0){
const err15 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema53.if,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.useEntitlement === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "useEntitlement"},message:"must have required property '"+"useEntitlement"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key3 in data){
if(!((((((key3 === "useEntitlement") || (key3 === "account_id")) || (key3 === "password")) || (key3 === "country")) || (key3 === "reseller_id")) || (key3 === "reseller_name"))){
const err17 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.useEntitlement !== undefined){
let data3 = data.useEntitlement;
if(typeof data3 !== "boolean"){
const err18 = {instancePath:instancePath+"/useEntitlement",schemaPath:"#/properties/useEntitlement/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.properties.useEntitlement.type,parentSchema:schema53.properties.useEntitlement,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.account_id !== undefined){
let data4 = data.account_id;
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
const err19 = {instancePath:instancePath+"/account_id",schemaPath:"#/properties/account_id/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema53.properties.account_id,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/account_id",schemaPath:"#/properties/account_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.account_id.type,parentSchema:schema53.properties.account_id,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"format":[]};
const templates3 = {};
for(const err21 of vErrors){
if((((((err21.keyword !== "errorMessage") && (!err21.emUsed)) && (err21.instancePath === instancePath+"/account_id")) && (err21.keyword in emErrors3)) && (err21.schemaPath.indexOf("#/properties/account_id") === 0)) && (/^\/[^\/]*$/.test(err21.schemaPath.slice(23)))){
emErrors3[err21.keyword].push(err21);
err21.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err22 = {instancePath:instancePath+"/account_id",schemaPath:"#/properties/account_id/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema53.properties.account_id.errorMessage[key4],schema:schema53.properties.account_id.errorMessage,parentSchema:schema53.properties.account_id,data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
const emErrs3 = [];
for(const err23 of vErrors){
if(!err23.emUsed){
emErrs3.push(err23);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.password !== undefined){
let data5 = data.password;
if(typeof data5 !== "string"){
const err24 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.password.type,parentSchema:schema53.properties.password,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.country !== undefined){
let data6 = data.country;
if(typeof data6 !== "string"){
const err25 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.country.type,parentSchema:schema53.properties.country,data:data6};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.reseller_id !== undefined){
let data7 = data.reseller_id;
if(typeof data7 !== "string"){
const err26 = {instancePath:instancePath+"/reseller_id",schemaPath:"#/properties/reseller_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.reseller_id.type,parentSchema:schema53.properties.reseller_id,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.reseller_name !== undefined){
let data8 = data.reseller_name;
if(typeof data8 !== "string"){
const err27 = {instancePath:instancePath+"/reseller_name",schemaPath:"#/properties/reseller_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.reseller_name.type,parentSchema:schema53.properties.reseller_name,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["-3b1ba283"] = validate25;
const schema54 = {"properties":{"useEntitlement":{"const":true}},"required":["useEntitlement"],"$id":"-3b1ba283"};

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
if(data.useEntitlement === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "useEntitlement"},message:"must have required property '"+"useEntitlement"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.useEntitlement !== undefined){
let data0 = data.useEntitlement;
if(true !== data0){
const err1 = {instancePath:instancePath+"/useEntitlement",schemaPath:"#/properties/useEntitlement/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema54.properties.useEntitlement,data:data0};
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
validate25.evaluated = {"props":{"useEntitlement":true},"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;

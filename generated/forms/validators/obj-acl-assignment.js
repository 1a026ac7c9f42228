// generated from specs/forms/obj-acl-assignment.schema.json and obj-acl-assignment.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-7e430627"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","ingress"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"ingress":{"type":"array","title":"Ingress ACL IDs","minItems":1,"items":{"type":"integer","minimum":1,"maximum":4096},"errorMessage":{"minItems":"Add at least one ACL."}},"ports":{"type":"string","title":"Ports","maxLength":255,"errorMessage":{"maxLength":"Ports cannot be longer than 255 characters.","pattern":"Enter port names separated by commas, e.g. port1,port2."},"pattern":"^(port\\d+)(,port\\d+)*$"},"description":{"type":"string","title":"Description","maxLength":63,"errorMessage":{"maxLength":"Description cannot be longer than 63 characters."}}},"errorMessage":{"required":{"name":"This field is required.","ingress":"This field is required."}},"$id":"-7e430627"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^(port\\d+)(,port\\d+)*$", "u");
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.ingress === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ingress"},message:"must have required property '"+"ingress"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err6 of vErrors){
if((((((err6.keyword !== "errorMessage") && (!err6.emUsed)) && (err6.instancePath === instancePath+"/name")) && (err6.keyword in emErrors0)) && (err6.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err6.schemaPath.slice(17)))){
emErrors0[err6.keyword].push(err6);
err6.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
const emErrs0 = [];
for(const err8 of vErrors){
if(!err8.emUsed){
emErrs0.push(err8);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.ingress !== undefined){
let data1 = data.ingress;
if(Array.isArray(data1)){
if(data1.length < 1){
const err9 = {instancePath:instancePath+"/ingress",schemaPath:"#/properties/ingress/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema53.properties.ingress,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err10 = {instancePath:instancePath+"/ingress/" + i0,schemaPath:"#/properties/ingress/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.ingress.items.type,parentSchema:schema53.properties.ingress.items,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 4096 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/ingress/" + i0,schemaPath:"#/properties/ingress/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4096},message:"must be <= 4096",schema:4096,parentSchema:schema53.properties.ingress.items,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/ingress/" + i0,schemaPath:"#/properties/ingress/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties.ingress.items,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {instancePath:instancePath+"/ingress",schemaPath:"#/properties/ingress/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.ingress.type,parentSchema:schema53.properties.ingress,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"minItems":[]};
const templates1 = {};
for(const err14 of vErrors){
if((((((err14.keyword !== "errorMessage") && (!err14.emUsed)) && (err14.instancePath === instancePath+"/ingress")) && (err14.keyword in emErrors1)) && (err14.schemaPath.indexOf("#/properties/ingress") === 0)) && (/^\/[^\/]*$/.test(err14.schemaPath.slice(20)))){
emErrors1[err14.keyword].push(err14);
err14.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err15 = {instancePath:instancePath+"/ingress",schemaPath:"#/properties/ingress/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.ingress.errorMessage[key1],schema:schema53.properties.ingress.errorMessage,parentSchema:schema53.properties.ingress,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
const emErrs1 = [];
for(const err16 of vErrors){
if(!err16.emUsed){
emErrs1.push(err16);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.ports !== undefined){
let data3 = data.ports;
if(typeof data3 === "string"){
if(func1(data3) > 255){
const err17 = {instancePath:instancePath+"/ports",schemaPath:"#/properties/ports/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties.ports,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern5.test(data3)){
const err18 = {instancePath:instancePath+"/ports",schemaPath:"#/properties/ports/pattern",keyword:"pattern",params:{pattern: "^(port\\d+)(,port\\d+)*$"},message:"must match pattern \""+"^(port\\d+)(,port\\d+)*$"+"\"",schema:"^(port\\d+)(,port\\d+)*$",parentSchema:schema53.properties.ports,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/ports",schemaPath:"#/properties/ports/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.ports.type,parentSchema:schema53.properties.ports,data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"maxLength":[],"pattern":[]};
const templates2 = {};
for(const err20 of vErrors){
if((((((err20.keyword !== "errorMessage") && (!err20.emUsed)) && (err20.instancePath === instancePath+"/ports")) && (err20.keyword in emErrors2)) && (err20.schemaPath.indexOf("#/properties/ports") === 0)) && (/^\/[^\/]*$/.test(err20.schemaPath.slice(18)))){
emErrors2[err20.keyword].push(err20);
err20.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err21 = {instancePath:instancePath+"/ports",schemaPath:"#/properties/ports/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties.ports.errorMessage[key2],schema:schema53.properties.ports.errorMessage,parentSchema:schema53.properties.ports,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
const emErrs2 = [];
for(const err22 of vErrors){
if(!err22.emUsed){
emErrs2.push(err22);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.description !== undefined){
let data4 = data.description;
if(typeof data4 === "string"){
if(func1(data4) > 63){
const err23 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties.description,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.description.type,parentSchema:schema53.properties.description,data:data4};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"maxLength":[]};
const templates3 = {};
for(const err25 of vErrors){
if((((((err25.keyword !== "errorMessage") && (!err25.emUsed)) && (err25.instancePath === instancePath+"/description")) && (err25.keyword in emErrors3)) && (err25.schemaPath.indexOf("#/properties/description") === 0)) && (/^\/[^\/]*$/.test(err25.schemaPath.slice(24)))){
emErrors3[err25.keyword].push(err25);
err25.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err26 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties.description.errorMessage[key3],schema:schema53.properties.description.errorMessage,parentSchema:schema53.properties.description,data:data4};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
const emErrs3 = [];
for(const err27 of vErrors){
if(!err27.emUsed){
emErrs3.push(err27);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
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
if(errors > 0){
const emErrors4 = {"required":{"name":[],"ingress":[]}};
const templates4 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err29 of vErrors){
if((((((err29.keyword !== "errorMessage") && (!err29.emUsed)) && (err29.instancePath === instancePath)) && (err29.keyword in emErrors4)) && (err29.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err29.schemaPath.slice(1)))){
emPropParams0 = obj0[err29.keyword];
emParamsErrors0 = emErrors4[err29.keyword][err29.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err29);
err29.emUsed = true;
}
}
}
for(const key4 in emErrors4){
for(const keyProp0 in emErrors4[key4]){
emParamsErrors0 = emErrors4[key4][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates4[key4] && templates4[key4][keyProp0];
const err30 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key4][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
const emErrs4 = [];
for(const err31 of vErrors){
if(!err31.emUsed){
emErrs4.push(err31);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
